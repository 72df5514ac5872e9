// Mantine CSS of the components the card screens use beyond the shell's (DESIGN §2: per
// component): the money screens' fields, selects and table. Imported by the card routes.
import '../../../domain/money/styles';
