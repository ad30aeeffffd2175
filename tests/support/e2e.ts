import type { Page } from 'playwright-core';
import { SUPER_ADMIN } from './test-server';

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, identity = SUPER_ADMIN.email, password = SUPER_ADMIN.password): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(identity);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Opens a screen from the sidebar, as an admin would. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click();
}
