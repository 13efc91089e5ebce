import type { ReactElement, ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { DataTable } from 'react-admin';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { AddressesField, CreatedByField, StatusWithOutcomeField, TaskNumberField, VoltageField, WarsawDateTimeField } from './fields';
import { PlannedOutagesEmpty } from './PlannedOutageList';
import { plannedOutageRowSx } from './rowStyles';

// Eight or nine columns must fit beside the menu on a 1280 px screen, so cells keep less than half
// of MUI's side padding. In a narrower window the table scrolls inside its card (the page itself never scrolls
// sideways) and the action column stays at the card's right edge, over the columns scrolling under it, in the
// row's own colour (--row-bg, set by rowStyles.ts for highlighted rows).
const PLANNED_TABLE_SX = {
  '--row-bg': (theme: Theme) => theme.palette.background.paper,
  '& .MuiTableCell-root': { px: 0.75 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root:last-of-type': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: 'var(--row-bg)' },
  // Above the other header cells, which react-admin makes sticky to the top at z-index 2.
  '& .MuiTableCell-head:last-of-type': { zIndex: 3 },
};

// Every data column a planned-outage table can show; each list names the ones it shows, in its order.
const COLUMNS = {
  addresses: <DataTable.Col key="addresses" source="addresses" disableSort field={AddressesField} />,
  outageStart: <DataTable.Col key="outageStart" source="outageStart" field={WarsawDateTimeField} />,
  outageEnd: <DataTable.Col key="outageEnd" source="outageEnd" field={WarsawDateTimeField} />,
  voltageLevel: <DataTable.Col key="voltageLevel" source="voltageLevel" field={VoltageField} />,
  taskNumber: <DataTable.Col key="taskNumber" source="taskNumber" field={TaskNumberField} />,
  createdBy: <DataTable.Col key="createdBy" source="createdBy" field={CreatedByField} />,
  acceptStatus: <DataTable.Col key="acceptStatus" source="acceptStatus" field={StatusWithOutcomeField} />,
};

export type PlannedOutageColumn = keyof typeof COLUMNS;

// A deleted outage is neither published nor deletable again: there is nothing to select it for.
const isSelectable = (record: PlannedOutageResponse) => !record.deleted;

export interface PlannedOutageTableProps {
  columns: PlannedOutageColumn[];
  /** What acts on the selected rows; `false`: rows cannot be selected. */
  bulkActionButtons: ReactElement | false;
  /** The last column's header (an i18n key) and its row buttons. */
  buttonsLabel: string;
  buttons: ReactNode;
}

/** The table of a planned-outage list on wider screens: row colours, compact cells, the empty text. */
export const PlannedOutageTable = ({ columns, bulkActionButtons, buttonsLabel, buttons }: PlannedOutageTableProps) => (
  <DataTable<PlannedOutageResponse>
    bulkActionButtons={bulkActionButtons}
    isRowSelectable={bulkActionButtons === false ? undefined : isSelectable}
    rowClick={false}
    rowSx={plannedOutageRowSx}
    sx={PLANNED_TABLE_SX}
    empty={<PlannedOutagesEmpty />}
  >
    {columns.map((column) => COLUMNS[column])}
    <DataTable.Col label={buttonsLabel} disableSort sx={{ whiteSpace: 'nowrap' }}>
      {buttons}
    </DataTable.Col>
  </DataTable>
);
