import type { ToasterProps } from 'sonner';

/** Toast settings; width 356, swipe 45 px and removal 200 ms are sonner's own defaults. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'top-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 24,
  mobileOffset: 16,
  hotkey: ['altKey', 'KeyT'],
  containerAriaLabel: 'Notifications',
  closeButton: true,
  richColors: true,
};

export { toast } from 'sonner';
