import type { AppConfig } from '../config/app-config';

/** Where the links of every alert point: PUBLIC_URL, or this server in development. */
export function publicBaseUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
}

/** The address card of the public site (public-web map/address-card.ts cardPath: six decimals, `adres` names it). */
export function cardUrl(base: string, r: { lng: number | null; lat: number | null; address: string }): string {
  if (r.lng === null || r.lat === null) return `${base}/public`;
  return `${base}/public/${Number(r.lng).toFixed(6)}/${Number(r.lat).toFixed(6)}?${new URLSearchParams({ adres: r.address })}`;
}
