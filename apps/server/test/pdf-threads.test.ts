import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { customer, draft, line } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// PDFs render on worker threads (docs/pdf.md): a queue with no room answers 429 with
// Retry-After, a render past its time limit is stopped and answered 503.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithPdfs(pdf: Config['pdf']): Promise<{ founder: TestUser; draftId: string }> {
  t = await buildTestApp({ pdf });
  const founder = await signUpUser(t, { name: 'Thread Founder' });
  await createCompany(founder, 'Thread Printers Pte. Ltd.');
  const contactId = await customer(founder, 'Thread Customer');
  const { id } = await draft(founder, { kind: 'invoice', contactId, lines: [line('12.00')] });
  return { founder, draftId: id };
}

describe('the PDF threads', () => {
  it('answer 429 with Retry-After when no render may wait', async () => {
    const { founder, draftId } = await appWithPdfs({
      threads: 1,
      queueLimit: 0,
      timeLimitMs: 15_000,
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => founder.c.get(`/api/documents/${draftId}/pdf`)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json().error.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('stop a render past its time limit and answer 503, then render again', async () => {
    const { founder, draftId } = await appWithPdfs({ threads: 1, queueLimit: 10, timeLimitMs: 1 });
    const res = await founder.c.get(`/api/documents/${draftId}/pdf`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'PDF_FAILED',
      message: expect.stringContaining('was stopped'),
    });
    const zip = await founder.c.get(`/api/documents/pdfs.zip?ids=${draftId}`);
    expect(zip.statusCode).toBe(503);
  });
});
