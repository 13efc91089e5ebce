import { IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import type { OutageAddress } from '../../api/plannedOutageTypes';
import { addressKey, formatAddress } from '../addresses';

/** The outage's addresses with a remove button each (spec §2.12); long imports scroll inside. */
export const AddressList = ({ addresses, onRemove }: { addresses: readonly OutageAddress[]; onRemove: (index: number) => void }) => {
  const translate = useTranslate();
  if (addresses.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('resources.plannedOutages.form.no_addresses')}
      </Typography>
    );
  }
  const removeLabel = translate('resources.plannedOutages.actions.remove_address');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.plannedOutages.form.address_count', { smart_count: addresses.length })}
      </Typography>
      <List
        dense
        aria-label={translate('resources.plannedOutages.fields.addresses')}
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 0.5 }}
      >
        {addresses.map((address, index) => {
          const label = formatAddress(address);
          const details = [address.postcode, address.district].filter(Boolean).join(' · ');
          return (
            <ListItem
              key={`${addressKey(address)}-${index}`}
              divider={index < addresses.length - 1}
              secondaryAction={
                <Tooltip title={removeLabel}>
                  <IconButton edge="end" size="small" aria-label={`${removeLabel}: ${label}`} onClick={() => onRemove(index)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={label}
                secondary={
                  address.coordinates ? details || null : [details, translate('resources.plannedOutages.form.no_coordinates')].filter(Boolean).join(' · ')
                }
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
};
