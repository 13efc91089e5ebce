import { ListPagination } from '../layout/ListPagination';
import type { ReactElement, ReactNode } from 'react';
import { Box, CircularProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { FilterButton, List, NullableBooleanInput, SortButton, TextInput, Title, TopToolbar, useTranslate } from 'react-admin';
import type { PlannedOutageListMeta, PlannedOutageSearch } from '../providers/plannedOutagesDataProvider';
import { AcceptStatusInput, WarsawDateTimeInput } from './inputs';

// Spec §9: rows per page 5, 10, 20, 50, default 10; spec §4.2: deleted=false by default.
export const ROWS_PER_PAGE = [5, 10, 20, 50];
const DEFAULT_FILTER = { deleted: false };
/** The columns the server sorts by (phones get a sort button instead of headers). */
export const SORTABLE_ON_PHONE = ['id', 'outageStart', 'outageEnd', 'acceptStatus', 'voltageLevel', 'taskNumber'];
/** The same, for the lists that show who created each outage. */
export const SORTABLE_WITH_CREATOR_ON_PHONE = [...SORTABLE_ON_PHONE, 'createdBy'];

// Spec §2.9/§2.10 filters: address, work to do, start time, acceptance status (and whether to show
// deleted outages; it defaults to "no"). They live in the URL query, so a reload or a shared link
// shows the same view. On phones only the address filter is shown at once.
const plannedOutageFilters = (small: boolean) => [
  <TextInput key="address" source="address" alwaysOn resettable />,
  <TextInput key="comment" source="comment" alwaysOn={!small} resettable />,
  <WarsawDateTimeInput key="outageStart" source="outageStart" label="resources.plannedOutages.filters.outageStart" alwaysOn={!small} />,
  <AcceptStatusInput key="acceptStatus" source="acceptStatus" alwaysOn={!small} />,
  <NullableBooleanInput key="deleted" source="deleted" />,
];

export const PlannedOutagesEmpty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('resources.plannedOutages.list.empty')}</Typography>;
};

const PlannedOutagesLoading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }} role="status">
      <Title title={title} />
      <CircularProgress size={24} />
      <Typography>{translate('resources.plannedOutages.list.loading')}</Typography>
    </Box>
  );
};

// Four filters and four buttons do not fit one row beside the table: the buttons take the first row
// (on the right), the filters the whole row under them. Phones already stack them (react-admin).
const LIST_TOOLBAR_SX = {
  // The list takes the width the layout gives it, however wide its table: react-admin's layout (min-width:
  // fit-content) would otherwise widen to fit the table and scroll the whole page sideways. The table scrolls in its
  // card instead (PlannedOutageTable.tsx).
  contain: 'inline-size',
  '& .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaList-actions': { flexWrap: { sm: 'wrap' } },
  '& .RaList-actions > form': { order: { sm: 2 }, flex: { sm: '1 1 100%' } },
  '& .RaList-actions > .MuiToolbar-root': { order: { sm: 1 }, ml: { sm: 'auto' } },
};

export interface PlannedOutageListProps {
  title: string;
  search: PlannedOutageSearch;
  /** Each list keeps its own remembered params (the 'my' and 'all' lists share the resource). */
  storeKey: string;
  /** Criteria the person cannot change (the 'my' list's mine=true, spec §2.9). */
  permanentFilter?: Record<string, unknown>;
  /** The columns the phone's sort button offers (phones show cards, without column headers). */
  sortOnPhone: string[];
  /** The list's own buttons, after the filter button. */
  toolbarButtons?: ReactNode;
  table: ReactElement;
  cards: ReactElement;
}

/** The frame every planned-outage list shares: server paging and sorting, filters, texts (spec §2.12). */
export const PlannedOutageList = ({ title, search, storeKey, permanentFilter, sortOnPhone, toolbarButtons, table, cards }: PlannedOutageListProps) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const meta: PlannedOutageListMeta = { search };
  return (
    <List
      resource="plannedOutages"
      storeKey={storeKey}
      title={title}
      filters={plannedOutageFilters(small)}
      filter={permanentFilter}
      filterDefaultValues={DEFAULT_FILTER}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          {small && <SortButton fields={sortOnPhone} />}
          <FilterButton />
          {toolbarButtons}
        </TopToolbar>
      }
      perPage={10}
      sort={{ field: 'id', order: 'DESC' }}
      pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      loading={<PlannedOutagesLoading title={title} />}
      empty={false}
      exporter={false}
      queryOptions={{ meta }}
      sx={LIST_TOOLBAR_SX}
      // The staff area's guard (RequireRole) has just verified the session for this route.
      disableAuthentication
    >
      {small ? cards : table}
    </List>
  );
};
