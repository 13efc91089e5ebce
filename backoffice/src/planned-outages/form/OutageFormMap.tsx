import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { Coordinates, OutageAddress } from '../../api/plannedOutageTypes';
import { convexHull } from '../../map/convexHull';
import { LazyOutageMap, type MapPoint } from '../../map/LazyOutageMap';
import { addressKey, formatAddress } from '../addresses';

/** Map points of the addresses that have a location. */
export function addressPoints(addresses: readonly OutageAddress[]): MapPoint[] {
  return addresses.flatMap((address) =>
    address.coordinates ? [{ key: addressKey(address), label: formatAddress(address), coordinates: address.coordinates }] : [],
  );
}

/** The addresses and their hull, computed here for the preview; `hull` overrides (the server's stored one). */
export const AddressesMap = ({ addresses, hull, height }: { addresses: readonly OutageAddress[]; hull?: readonly Coordinates[]; height?: number | string }) => {
  const translate = useTranslate();
  const points = useMemo(() => addressPoints(addresses), [addresses]);
  const outline = useMemo(() => (hull && hull.length >= 3 ? hull : convexHull(points.map((point) => point.coordinates))), [hull, points]);
  return <LazyOutageMap points={points} outline={outline} label={translate('resources.plannedOutages.form.map')} height={height} />;
};

/** The form's map (spec §2.12): follows the address list as it changes. */
export const OutageFormMap = () => {
  const addresses = (useWatch({ name: 'addresses' }) as OutageAddress[] | undefined) ?? [];
  return <AddressesMap addresses={addresses} />;
};
