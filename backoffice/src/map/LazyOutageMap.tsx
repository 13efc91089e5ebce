import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { OutageMapProps } from './OutageMap';

const OutageMap = lazy(() => import('./OutageMap'));

/** The outage map, fetched when first shown (Leaflet is the biggest library of the form pages). */
export const LazyOutageMap = (props: OutageMapProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 360} />}>
    <OutageMap {...props} />
  </Suspense>
);

export type { MapPoint, OutageMapProps } from './OutageMap';
