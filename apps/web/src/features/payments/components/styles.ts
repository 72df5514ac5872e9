// Mantine CSS of the payments screens: the money screens' set, plus what the new-order form's
// multi-select and number input and the hosted page's shop mark need (DESIGN §2: per component).
import '../../../domain/money/styles';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Avatar.css';
