// Mantine's CSS, per component (DESIGN §2: a page loads only what it uses). The base comes first;
// then the components the shell itself renders, in Mantine's dependency order. Pages import the
// CSS of any further component they use, and never again one of these.
//
// The shell's are the `.layer.css` builds (inside `@layer mantine`): the built stylesheet sits at the
// end of <body> (vite.config.ts), after the stylesheets a page adds to <head> when it loads, so by
// order alone the shell's UnstyledButton would beat a page's Tabs or SegmentedControl (the security
// log's tabs lost their look). Unlayered rules beat layered ones whatever their order, so a page's
// component CSS builds on the shell's as Mantine means it to.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
// Ours, after Mantine's: the dimmed text colour at WCAG AA contrast in both schemes.
import './theme-colors.css';
