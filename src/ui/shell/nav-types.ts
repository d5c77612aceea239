import type { LucideIcon } from 'lucide-react';

/** One menu link, already translated. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

/** A page the header search can find. */
export interface PageEntry {
  id: string;
  label: string;
  href: string;
}

/** One breadcrumb step; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

export type Navigate = (href: string) => void;
