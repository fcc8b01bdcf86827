import { expect, type Page } from '@playwright/test';

/** Creates a company through /companies/new; the dashboard then shows it as the active one. */
export async function createCompany(page: Page, name: string, uen: string) {
  await page.goto('/companies/new');
  const create = page.getByTestId('create-company-form');
  await create.getByLabel('Legal name').fill(name);
  await create.getByLabel('UEN').fill(uen);
  await create.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-card')).toContainText(name);
}
