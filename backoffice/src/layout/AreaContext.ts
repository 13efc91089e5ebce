import { createContext, useContext } from 'react';
import type { AreaNavigation } from './areaNavigation';

/** The staff area being shown; react-admin's Layout renders its menu and app bar without props. */
export const AreaContext = createContext<AreaNavigation | null>(null);

export function useArea(): AreaNavigation {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea must be used inside a staff area (StaffLayout)');
  return area;
}
