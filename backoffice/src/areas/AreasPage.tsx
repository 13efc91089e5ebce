import { useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Area, AreaUploadResult } from '../api/adminToolsTypes';
import type { StaffDataProvider } from '../providers/dataProvider';
import { AddAreasDialog } from './AddAreasDialog';
import { LazyAreasMap } from './LazyAreasMap';

const AREAS_KEY = ['areas'];

/**
 * /admin/areas (spec §2.7): the list of areas on the left, the map on the right (stacked on phones).
 * Every outline is shown at first; clicking an area in the list toggles its outline. An upload shows
 * the uploaded areas and fits the map to them.
 */
export const AreasPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const queryClient = useQueryClient();
  const areas = useQuery({ queryKey: AREAS_KEY, queryFn: () => dataProvider.getAreas() });
  // Ids hidden by the person; everything else is shown, so a new area appears at once.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [fit, setFit] = useState<{ ids: ReadonlySet<number> | null; key: number }>({ ids: null, key: 0 });
  const [dialogOpen, setDialogOpen] = useState(false);

  const all = areas.data ?? [];
  const shown = all.filter((area) => !hidden.has(area.id));
  const fitTo = fit.ids ? all.filter((area) => fit.ids!.has(area.id)) : all;

  const toggle = (id: number) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const uploaded = async (result: AreaUploadResult) => {
    setDialogOpen(false);
    notify('app.areas.uploaded', { type: 'success', messageArgs: { added: result.added, replaced: result.replaced } });
    const ids = new Set(result.areas.map((area) => area.id));
    setHidden((current) => new Set([...current].filter((id) => !ids.has(id))));
    await queryClient.invalidateQueries({ queryKey: AREAS_KEY });
    setFit((current) => ({ ids, key: current.key + 1 }));
  };

  return (
    <Box sx={{ pt: 2 }}>
      <Title title="app.pages.areas" />
      {/* The title is the page's h1 in the app bar (layout/StaffAppBar.tsx). */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
          {translate('app.areas.add')}
        </Button>
      </Box>
      {areas.isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : areas.isError ? (
        <Alert severity="error">{translate('app.areas.load_failed')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, gap: 2, alignItems: 'start' }}>
          <AreaList areas={all} hidden={hidden} onToggle={toggle} />
          <Card sx={{ overflow: 'hidden' }}>
            <LazyAreasMap areas={shown} fitTo={fitTo} fitKey={fit.key} label={translate('app.areas.map')} height="min(70vh, 600px)" />
          </Card>
        </Box>
      )}
      <AddAreasDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onUploaded={uploaded} />
    </Box>
  );
};

const AreaList = ({ areas, hidden, onToggle }: { areas: readonly Area[]; hidden: ReadonlySet<number>; onToggle: (id: number) => void }) => {
  const translate = useTranslate();
  return (
    <Card>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {translate('app.areas.list_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {translate(areas.length ? 'app.areas.toggle_help' : 'app.areas.empty')}
      </Typography>
      <List dense aria-label={translate('app.areas.list_title')} sx={{ maxHeight: { md: 'calc(min(70vh, 600px) - 64px)' }, overflowY: 'auto' }}>
        {areas.map((area) => {
          const shown = !hidden.has(area.id);
          // The list item is the checkbox; the box inside is only its picture, not a second control nested in it
          // (axe: nested-interactive).
          return (
            <ListItem key={area.id} disablePadding>
              <ListItemButton onClick={() => onToggle(area.id)} role="checkbox" aria-checked={shown} aria-label={area.name}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {shown ? <CheckBoxIcon color="primary" fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
                </ListItemIcon>
                <ListItemText
                  primary={area.name}
                  secondary={[area.description, translate('app.areas.polygons', { smart_count: area.shape.length })].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
};
