import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { AreasMapProps } from './AreasMap';

const AreasMap = lazy(() => import('./AreasMap'));

/** The areas map, fetched when first shown. */
export const LazyAreasMap = (props: AreasMapProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 560} />}>
    <AreasMap {...props} />
  </Suspense>
);
