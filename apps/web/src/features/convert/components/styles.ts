// Mantine CSS of the components the convert screens use beyond the shell's (DESIGN §2: per
// component): the money screens' (the same fields, selects and history table), and the result's
// icon. Imported by their page frame (convert-page.tsx), which each of their routes renders.
import '../../../domain/money/styles';
import '@mantine/core/styles/ThemeIcon.css';
