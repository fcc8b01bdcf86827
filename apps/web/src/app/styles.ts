// The styles the first page paints with: Mantine's base and the components of the landing
// page, the layout (header, footer), Loading... and the error page. The build writes them into
// the prerendered landing page, so keep them to what those use: the components only lazily
// loaded screens use go in screen-styles.ts, fetched with the first such screen.
// Mantine styles are imported per component rather than the whole styles.css. Order matters:
// the base layers first, then a component's dependencies before it (Text before Anchor, Paper
// before Card, UnstyledButton before Button).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import './global.css';
