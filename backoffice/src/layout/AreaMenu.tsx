import { createElement } from 'react';
import { Menu } from 'react-admin';
import { useArea } from './AreaContext';

/** The left menu of the current staff area (spec §2.4); on phones react-admin shows it as a drawer. */
export const AreaMenu = () => {
  const { menu } = useArea();
  return (
    // A div, not MUI's ul: the items are links (role=menuitem), and a ul may hold only li.
    <Menu component="div">
      {menu.map((entry) => (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={createElement(entry.icon)} />
      ))}
    </Menu>
  );
};
