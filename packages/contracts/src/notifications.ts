import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ unread: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
