import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gradientPng } from '../../server/db/seed/solid-png';
import { launchBrowser } from './browser';
import { startLiveServer } from './live-server';
import { SUPER_ADMIN, type TestServer } from './test-server';

export interface E2eContext {
  server: TestServer & { url: string };
  page: Page;
  /** A PNG on disk, for image fields. */
  imageFile: string;
}

/**
 * One suite's world: the real server on a fresh embedded database over real HTTP, headless
 * Chromium with a page, and an image file to upload; all torn down after the suite.
 */
export function useE2eContext(): () => E2eContext {
  let context: E2eContext;
  let browser: Browser;
  const imageFile = path.join(os.tmpdir(), `e2e-image-${process.pid}-${Math.random().toString(36).slice(2)}.png`);
  beforeAll(async () => {
    fs.writeFileSync(imageFile, gradientPng(300, 120, [255, 120, 0], [120, 0, 200]));
    const server = await startLiveServer('pglite');
    browser = await launchBrowser();
    context = { server, page: await browser.newPage(), imageFile };
  });
  afterAll(async () => {
    await browser?.close();
    await context?.server.close();
    fs.rmSync(imageFile, { force: true });
  });
  return () => context;
}

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
