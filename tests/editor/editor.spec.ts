/**
 * The marketing team's editor (decision 0022), driven as a marketer would on `npm run dev`: it lists every
 * singleton and collection by its plain-word label, shows the schema's help texts, and saves an edit to the
 * file on disk, which the site then reads. Each test puts the file back as it found it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectionFolder, singletonFile } from '#src/content/loaders/files.ts';
import { nodeReference, readEntry, readSingleton } from '#src/content/loaders/read.ts';
import { COLLECTIONS, SINGLETONS } from '#src/content/registry.ts';
import { collectionSchemas, singletonSchemas } from '#src/content/schemas/index.ts';

const singletons = Object.keys(singletonSchemas(nodeReference)) as (keyof typeof SINGLETONS)[];
const collections = Object.keys(collectionSchemas(nodeReference)) as (keyof typeof COLLECTIONS)[];

/** Runs `edit` with the file restored afterwards, whatever happens. */
async function withFileRestored(file: string, edit: () => Promise<void>) {
  const original = readFileSync(file);
  try {
    await edit();
  } finally {
    writeFileSync(file, original);
  }
}

test('/admin opens the editor, which lists every page and collection by name', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/keystatic/);
  const nav = page.getByRole('navigation');
  for (const name of singletons)
    await expect(nav.getByRole('link', { name: SINGLETONS[name].label, exact: true })).toBeVisible();
  for (const name of collections)
    await expect(nav.getByRole('link', { name: COLLECTIONS[name].label, exact: true })).toBeVisible();
});

test('editing the home hero description saves it to the file on disk', async ({ page }) => {
  // The home page once its copy is in content/pages/home.yaml; /pricing has the same hero shape until then.
  const name = (singletons.includes('home') ? 'home' : 'pricing') as 'pricing';
  const file = singletonFile(name);
  const edited = `A new hero description, written in the editor at ${new Date().toISOString()}.`;
  await withFileRestored(file, async () => {
    await page.goto(`/keystatic/singleton/${name}`);
    // The schema's help text is the field's description.
    await expect(page.getByText('The page’s main heading (its h1).').first()).toBeVisible();
    const description = page.getByRole('textbox', { name: 'Description' }).nth(1);
    await expect(description).toBeVisible();
    await description.fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFileSync(file, 'utf8')).toContain('written in the editor');
    expect(readSingleton(name).hero.description).toBe(edited);
  });
});

test('confirming an owner fact is a form: tick Confirmed, name who and when, save', async ({ page }) => {
  const file = `${collectionFolder('ownerFacts')}/legal-name.yaml`;
  await withFileRestored(file, async () => {
    await page.goto('/keystatic/collection/ownerFacts/item/legal-name');
    await page.getByRole('checkbox', { name: 'Confirmed' }).check();
    await page.getByRole('textbox', { name: 'Confirmed by' }).fill('Counsel, Example LLP');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFileSync(file, 'utf8')).toContain('Counsel, Example LLP');
    const fact = readEntry('ownerFacts', 'legal-name').data;
    expect(fact).toMatchObject({ confirmed: true, confirmedBy: 'Counsel, Example LLP' });
  });
});
