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
  /** The browser of `page`: `browser.newContext()` signs a second admin in beside the first. */
  browser: Browser;
  /** A PNG on disk, for image fields. */
  imageFile: string;
}

/**
 * One suite's world: the real server on a fresh embedded database over real HTTP, headless
 * Chromium with a page, and an image file to upload; all torn down after the suite. `env` adds
 * server settings (read when the suite starts, so an earlier `beforeAll` may prepare them).
 */
export function useE2eContext(options: { env?: () => Record<string, string> } = {}): () => E2eContext {
  let context: E2eContext;
  let server: E2eContext['server'] | undefined;
  let browser: Browser | undefined;
  const imageFile = path.join(os.tmpdir(), `e2e-image-${process.pid}-${Math.random().toString(36).slice(2)}.png`);
  beforeAll(async () => {
    fs.writeFileSync(imageFile, gradientPng(300, 120, [255, 120, 0], [120, 0, 200]));
    server = await startLiveServer('pglite', options.env?.() ?? {});
    browser = await launchBrowser();
    context = { server, page: await browser.newPage(), browser, imageFile };
  });
  // Whatever of it started is stopped, also when a later part failed (no Chromium): a server left
  // running kept Jest from ever exiting.
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    fs.rmSync(imageFile, { force: true });
  });
  return () => context;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, identity = SUPER_ADMIN.email, password = SUPER_ADMIN.password): Promise<void> {
  // A session an earlier test of the suite left in this origin's storage: start signed out. The
  // storage is cleared on a page of the origin where the app does not run (it would write it back).
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(identity);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * A sidebar entry by its whole label ('Admins' is not 'Admins Order'); a count of waiting work
 * (the live badge) may come with the label in the link's name.
 */
export function sidebarLink(page: Page, label: string) {
  const name = new RegExp(`^(.*\\d.*?\\s*)?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s.*\\d.*)?$`);
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });
}

/** Opens a screen from the sidebar, as an admin would. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  await sidebarLink(page, label).click();
}

/** The page scrolls sideways when its content is wider than the window (a table's own frame does not count). */
export function pageOverflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
