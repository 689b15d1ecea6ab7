// Styles of the Mantine components used only by the account screens (see app/providers.tsx for why).
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
