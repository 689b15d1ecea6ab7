// Styles of the Mantine components used only by the content administration screens (see app/providers.tsx).
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Switch.css';
import '../../../components/form-styles';
