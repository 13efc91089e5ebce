import { Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, DateField, FunctionField, LinkBase, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { AuditRecord } from '../api/types';
import { AuditChanges } from './AuditChanges';
import { actionLabelKey, entityLabelKey } from './auditLabels';
import { AUDIT_PATHS } from './auditPaths';

const ShowActions = () => (
  <TopToolbar>
    <Button component={LinkBase} to={AUDIT_PATHS.list} label="resources.audit.actions.back">
      <ArrowBackIcon />
    </Button>
  </TopToolbar>
);

/** /admin/audit/:id: one record — when, who, from where, what — and its before/after field by field. */
export const AuditShow = () => {
  const translate = useTranslate();
  return (
    <Show resource="audit" title="resources.audit.show.title" actions={<ShowActions />} disableAuthentication>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="at" showTime />
        <ReferenceField<AuditRecord> source="actorId" reference="users" link={false} emptyText="resources.audit.system">
          <TextField source="fullName" />
        </ReferenceField>
        <TextField source="actorMethod" emptyText="—" />
        <TextField source="address" emptyText="—" />
        <FunctionField<AuditRecord> source="action" render={(r) => translate(actionLabelKey(r.action), { _: r.action })} />
        <FunctionField<AuditRecord> source="entity" render={(r) => translate(entityLabelKey(r.entity), { _: r.entity })} />
        <TextField source="entityId" emptyText="—" />
        <Labeled label="resources.audit.changes.title" fullWidth>
          <AuditChanges />
        </Labeled>
        <FunctionField<AuditRecord>
          source="hash"
          render={(r) => (
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {r.hash}
            </Typography>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
};
