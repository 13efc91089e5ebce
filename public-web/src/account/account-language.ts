import type { Language } from '@portal/domain';
import { accountApi } from './account-api';

/**
 * The account's language follows a language chosen with the switch at the top of the page (docs/i18n.md), so the
 * person's alerts come in the language they read the site in. The settings are saved whole, as the settings page saves
 * them, with only the language changed; nothing is sent when the account already has it.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const settings = await accountApi.getSettings();
  if (settings.language === language) return;
  await accountApi.updateSettings({ ...settings, language });
}
