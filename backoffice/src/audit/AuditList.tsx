import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { AuditRecord } from '../api/types';
import { ListPagination } from '../layout/ListPagination';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, actionLabelKey, entityLabelKey } from './auditLabels';
import { AUDIT_PATHS } from './auditPaths';
import { ExportAuditCsvButton } from './ExportAuditCsvButton';

const ROWS_PER_PAGE = [10, 25, 50, 100];

/** A recorded name in Polish, or the name itself when no label exists yet. */
const useLabel = () => {
  const translate = useTranslate();
  return {
    action: (action: string) => translate(actionLabelKey(action), { _: action }),
    entity: (entity: string) => translate(entityLabelKey(entity), { _: entity }),
  };
};

// Filters by person, action, object and period (whole days, Warsaw time); they live in the URL, so a reload or a
// shared link shows the same view. On phones only the action is shown at once.
const useAuditFilters = (small: boolean) => {
  const label = useLabel();
  return [
    <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn={!small}>
      <AutocompleteInput optionText="fullName" filterToQuery={(q: string) => ({ fullName: q })} label="resources.audit.fields.actorId" />
    </ReferenceInput>,
    <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((id) => ({ id, name: label.action(id) }))} alwaysOn />,
    <SelectInput key="entity" source="entity" choices={AUDIT_ENTITIES.map((id) => ({ id, name: label.entity(id) }))} alwaysOn={!small} />,
    <DateInput key="from" source="from" label="resources.audit.filters.from" alwaysOn={!small} />,
    <DateInput key="to" source="to" label="resources.audit.filters.to" alwaysOn={!small} />,
  ];
};

const AuditListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAuditCsvButton />
  </TopToolbar>
);

const ActorField = () => (
  <ReferenceField<AuditRecord> source="actorId" reference="users" link={false} emptyText="resources.audit.system">
    <TextField source="fullName" />
  </ReferenceField>
);

/** /admin/audit: "Dziennik zdarzeń", newest first; a row opens the record. */
export const AuditList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = useLabel();
  return (
    <List
      resource="audit"
      title="resources.audit.list.title"
      filters={useAuditFilters(small)}
      actions={<AuditListActions />}
      perPage={25}
      pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={false}
      // The server writes the CSV: it records the export in the trail, which a file built in the browser could not.
      exporter={false}
      // The staff area's guard (RequireRole) has just verified the session for this route.
      disableAuthentication
    >
      {small ? (
        <SimpleList<AuditRecord>
          primaryText={(r) => label.action(r.action)}
          secondaryText={(r) => <DateField record={r} source="at" showTime />}
          tertiaryText={(r) => `#${r.id}`}
          rowClick={(id) => AUDIT_PATHS.show(id)}
        />
      ) : (
        <DataTable<AuditRecord> bulkActionButtons={false} rowClick={(id) => AUDIT_PATHS.show(id)}>
          <DataTable.Col source="id" disableSort />
          <DataTable.Col source="at" disableSort>
            <DateField source="at" showTime />
          </DataTable.Col>
          <DataTable.Col source="actorId" disableSort>
            <ActorField />
          </DataTable.Col>
          <DataTable.Col source="action" disableSort>
            <FunctionField<AuditRecord> render={(r) => label.action(r.action)} />
          </DataTable.Col>
          <DataTable.Col source="entity" disableSort>
            <FunctionField<AuditRecord> render={(r) => label.entity(r.entity)} />
          </DataTable.Col>
          <DataTable.Col source="entityId" disableSort />
          <DataTable.Col source="address" disableSort />
        </DataTable>
      )}
    </List>
  );
};
