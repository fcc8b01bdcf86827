import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { api, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

test('an invoice issued, its PDF previewed, sent by e-mail and the send recorded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Ong Siew Lan', uenPrefix: '2022' });
  const customer = await api<{ id: string }>(page, 'POST', '/api/contacts', {
    data: {
      role: 'customer',
      name: `Bee Hoon House ${stamp}`,
      emails: [`pay.${stamp}@example.sg`],
    },
  });
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      lines: [
        { description: 'Catering for 40', quantity: '40', unitPrice: '12.50', taxCode: 'SR' },
      ],
    },
  });

  await page.goto(`/document/${draft.id}`);
  await page.getByRole('button', { name: 'Issue' }).click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d+/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();

  // The PDF, in a frame of the page, as the server renders it.
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`/api/documents/${draft.id}/pdf`),
  );
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('To')).toHaveValue(`pay.${stamp}@example.sg`);
  await expect(form.getByLabel('Subject')).toHaveValue(
    new RegExp(`Invoice ${number} from Ong Siew Lan Trading`),
  );
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form).toHaveCount(0);

  // Recorded on the document; delivered to the customer with the PDF attached.
  const send = page.getByTestId('document-send');
  await expect(send).toContainText(`pay.${stamp}@example.sg`);
  await expect(send).toContainText('Delivered', { timeout: 30_000 });
  const arrived = inbox().messages.find((m) => m.to.includes(`pay.${stamp}@example.sg`));
  expect(arrived, 'the mail arrived').toBeTruthy();
  const mail = await simpleParser(arrived?.raw ?? '');
  expect(mail.attachments.map((file) => file.filename)).toEqual([`${number}.pdf`]);
});
