import { ListPagination } from '../layout/ListPagination';
import { ContainedButton } from '../actions/ContainedButton';
import { Box, CircularProgress, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  DataTable,
  FilterButton,
  LinkBase,
  List,
  NullableBooleanInput,
  NumberInput,
  SortButton,
  TextInput,
  Title,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { User } from '../api/types';
import { DELETED_TEXT } from '../theme';
import { EditUserButton } from './EditUserButton';
import { RoleField } from './RoleField';
import { RoleInput } from './RoleInput';
import { ToggleDeletedButton } from './ToggleDeletedButton';
import { UnsubscribeMailButton } from './UnsubscribeMailButton';
import { UserCards } from './UserCards';
import { DownloadUsersReportButton, PollResultsButton } from './UserDownloadButtons';
import { USER_PATHS } from './userPaths';

// Spec §2.5 filters. They live in the URL query (react-admin's list params), so a reload or a
// shared link shows the same view. On phones only the name filter is shown at once (four inputs
// would fill the screen); the others are one tap away under "Dodaj filtr".
const userFilters = (small: boolean) => [
  <NumberInput key="id" source="id" min={1} alwaysOn={!small} />,
  <RoleInput key="systemRole" source="systemRole" alwaysOn={!small} />,
  <NullableBooleanInput key="deleted" source="deleted" alwaysOn={!small} />,
  <TextInput key="fullName" source="fullName" alwaysOn />,
];

// Spec §9: rows per page 5, 10, 20, 50, default 10.
const ROWS_PER_PAGE = [5, 10, 20, 50];

const UserListActions = ({ small }: { small: boolean }) => (
  <TopToolbar sx={{ ml: 'auto' }}>
    {/* Phones have no column headers to click: sorting gets its own button. */}
    {small && <SortButton fields={['id', 'fullName', 'email', 'systemRole']} />}
    <FilterButton />
    <DownloadUsersReportButton />
    <PollResultsButton />
    <ContainedButton component={LinkBase} to={USER_PATHS.add} label="resources.users.actions.add">
      <AddIcon />
    </ContainedButton>
  </TopToolbar>
);

const UsersEmpty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('resources.users.list.empty')}</Typography>;
};

const UsersLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }} role="status">
      <Title title="resources.users.list.title" />
      <CircularProgress size={24} />
      <Typography>{translate('resources.users.list.loading')}</Typography>
    </Box>
  );
};

// Deleted users stay listed (they can be restored) but read as inactive.
const deletedRowSx = (record: User): SxProps => (record.deleted ? { '& td': { color: DELETED_TEXT } } : {});

/** /admin/users (spec §2.5): filters, the table, add user, the report and survey downloads, the envelope per row. */
export const UserList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="users"
      title="resources.users.list.title"
      filters={userFilters(small)}
      actions={<UserListActions small={small} />}
      perPage={10}
      sort={{ field: 'id', order: 'ASC' }}
      pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      loading={<UsersLoading />}
      empty={false}
      exporter={false}
      // Four action buttons leave the filters little room: on wide screens the filters keep their row
      // and the buttons wrap below them, instead of the filters folding into a column.
      sx={{ '& .RaList-actions': { flexWrap: { md: 'wrap' } }, '& .RaList-actions > form': { flex: { md: '1 0 auto' } } }}
      // The staff area's guard (RequireRole) has just verified the session for this route.
      disableAuthentication
    >
      {small ? <UserCards empty={<UsersEmpty />} /> : <UserTable />}
    </List>
  );
};

const UserTable = () => (
  <DataTable<User> bulkActionButtons={false} rowClick={false} empty={<UsersEmpty />} rowSx={deletedRowSx}>
    <DataTable.Col source="id" />
    <DataTable.Col source="systemRole" field={RoleField} />
    <DataTable.Col source="fullName" />
    <DataTable.Col source="email" />
    <DataTable.Col source="phone" />
    <DataTable.Col label="resources.users.actions.edit" disableSort>
      <EditUserButton />
    </DataTable.Col>
    <DataTable.Col label="resources.users.actions.delete_or_restore" disableSort>
      <ToggleDeletedButton />
    </DataTable.Col>
    <DataTable.Col label="resources.users.actions.unsubscribe_column" disableSort>
      <UnsubscribeMailButton />
    </DataTable.Col>
  </DataTable>
);
