// Mantine CSS of the components the developer page uses beyond the shell's (DESIGN §2: per
// component), in Mantine's dependency order. Imported by every component module of the page.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
