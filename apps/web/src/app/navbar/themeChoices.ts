import { IconDeviceDesktop, IconMoon, IconMoonStars, IconSun } from '@tabler/icons-react';

export type ThemeChoice = 'light' | 'dark' | 'modern' | 'system';
export const THEME_ICONS = { light: IconSun, dark: IconMoon, modern: IconMoonStars, system: IconDeviceDesktop };
