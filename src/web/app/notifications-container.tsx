import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

// Loaded after the first paint (notifications-region.tsx): toasts are never part of it.
export { Notifications } from '@mantine/notifications';
