import Menu from '@mui/material/Menu';
import { LanguageMenuItems } from '../LanguageMenuItems';

export default function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <LanguageMenuItems onChosen={onClose} />
    </Menu>
  );
}
