// The whole Mantine stylesheet, loaded with every page but the first-paint ones (see first-paint-styles.ts).
import '@mantine/core/styles.css';
