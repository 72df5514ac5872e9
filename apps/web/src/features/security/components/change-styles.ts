// Mantine CSS of the components the change-application screens use beyond the shell's (DESIGN §2:
// per component), in Mantine's dependency order. Imported by every change-review component module
// (the security centre's own list, ./styles, is longer: these pages load only what they show).
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
