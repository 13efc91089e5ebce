import type { AppConfig } from '../config/app-config';

/** Who publishes the open data and where it lives: the licence's attribution, CAP's sender, Atom's tag: URIs. */
export interface Publisher {
  /** OPERATOR_NAME. */
  name: string;
  /** PUBLIC_URL without a trailing slash; `http://localhost:PORT` when unset (a development machine). */
  baseUrl: string;
  /** The host name: tag: URI authority and CAP sender. */
  authority: string;
}

export function publisherOf(config: Pick<AppConfig, 'publicUrl' | 'port' | 'mail'>): Publisher {
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  let authority = 'localhost';
  try {
    authority = new URL(baseUrl).hostname || authority;
  } catch {
    // A PUBLIC_URL that is not a URL keeps the neutral authority; the links then are as configured.
  }
  return { name: config.mail.operatorName, baseUrl, authority };
}
