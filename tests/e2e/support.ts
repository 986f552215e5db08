import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Liasse-Demo-1';

/** Logs in through the login form, in French (the test browsers' default language). */
export const logIn = async (page: Page, login = 'admin', password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(login);
  await page.getByLabel('Mot de passe').first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

export const logInAsAdmin = async (page: Page) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
};

export const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Profil' }).click();
