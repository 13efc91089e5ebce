import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** The server's options as `@simplewebauthn/browser` takes them (the API documents them as WebAuthn's JSON forms). */
type PasskeyCreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
export type PasskeyRequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * The browser's side of passkeys (docs/security.md "Passkeys"), in one place: whether this browser can, and the two
 * dialogs. Only a secure context (https, or localhost) has WebAuthn: elsewhere the screens offer no passkeys.
 */
export const passkeysAvailable = (): boolean => browserSupportsWebAuthn();

/** The options as the API document describes them: WebAuthn's JSON form, an open object with its challenge. */
type DocumentedOptions = { challenge: string; [field: string]: unknown };

/** The creation options carry what the browser's dialog needs beyond the challenge: the site, the person, the algorithms. */
function isCreationOptions(options: DocumentedOptions): options is DocumentedOptions & PasskeyCreationOptions {
  return isObject(options.rp) && isObject(options.user) && Array.isArray(options.pubKeyCredParams);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The dialog that makes a new passkey; the browser's answer as a plain object, the form the API takes it in. */
export async function createPasskey(options: DocumentedOptions) {
  if (!isCreationOptions(options)) throw new TypeError('Serwer nie podał danych potrzebnych do utworzenia klucza dostępu.');
  return { ...(await startRegistration({ optionsJSON: options })) };
}

/** The dialog that signs in with a passkey; the browser's answer as a plain object, the form the API takes it in. */
export const assertPasskey = async (optionsJSON: PasskeyRequestOptions) => ({ ...(await startAuthentication({ optionsJSON })) });

/**
 * The i18n key for a failed dialog: closed or timed out, this authenticator already registered, or another refusal of
 * the browser. Null for an answer of the server (it has a status), which is shown as the server wrote it.
 */
export function passkeyDialogError(error: unknown): string | null {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; status?: unknown };
  if (typeof e.status === 'number') return null;
  if (e.name === 'NotAllowedError' || e.name === 'AbortError' || e.code === 'ERROR_CEREMONY_ABORTED') return 'app.passkeys.cancelled';
  if (e.name === 'InvalidStateError' || e.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'app.passkeys.already_registered';
  return 'app.passkeys.browser_error';
}
