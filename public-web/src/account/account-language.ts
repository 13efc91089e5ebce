import type { Language } from '@portal/domain';
import { settingsApi } from './settings-api';

/**
 * The account's language follows a language chosen with the switch at the top of the page (docs/i18n.md), so the
 * person's alerts come in the language they read the site in. The settings are saved whole, as the settings page saves
 * them, with only the language changed; nothing is sent when the account already has it.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  try {
    const settings = await settingsApi.getSettings();
    if (settings.language !== language) await settingsApi.updateSettings({ ...settings, language });
  } catch {
    // Signed out meanwhile, offline, the server down: the page switches anyway; the settings page shows what is saved.
  }
}
