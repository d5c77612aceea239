import { Box, chakra } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { navLinkStyle } from './nav-link-style';
import { clientNavigation } from './nav-link';
import type { Navigate, NavGroup } from './nav-types';

export interface HorizontalNavProps {
  groups: readonly NavGroup[];
  activeId?: string;
  dark?: boolean;
  onNavigate: Navigate;
}

/** The menu as one row under the header (horizontal layout, 992 px and wider). */
export function HorizontalNav({ groups, activeId, dark = false, onNavigate }: HorizontalNavProps) {
  const t = useT();
  const items = groups.flatMap((group) => group.items);
  return (
    <Box
      as="nav"
      aria-label={t('shell.menu.label')}
      className={dark ? 'dark' : undefined}
      bg="bg"
      color="fg"
      borderBottomWidth="1px"
      colorPalette="blue"
      px="4"
    >
      <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" gap="1" py="1">
        {items.map((item) => {
          const Icon = item.icon;
          const active = item.id === activeId;
          return (
            <li key={item.id}>
              <chakra.a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={clientNavigation(item.href, onNavigate)}
                {...navLinkStyle(active)}
                gap="2"
              >
                <Icon size={18} aria-hidden="true" />
                <span>{item.label}</span>
              </chakra.a>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
