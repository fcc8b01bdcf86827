// Mantine styles of the components that only lazily loaded screens use (forms, menus, tables,
// modals, the import wizard). lazy-screen.tsx fetches them before the first such screen, so the
// landing page does not carry them (the first page's styles are in styles.ts). When a screen
// starts using another Mantine component, add its CSS file here, after the files it builds on
// (Input before NumberInput, InlineInput before Switch, Popover before Menu, ModalBase before
// Modal, Pill before PillsInput).
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stepper.css';
