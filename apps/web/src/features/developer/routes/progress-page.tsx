import { Divider, Stack, Tabs, Text } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useProjects } from '../api/progress-queries.ts';
import { AnnounceForm } from '../components/announce-form.tsx';
import { NewProjectForm } from '../components/new-project-form.tsx';
import { TaskBoard } from '../components/task-board.tsx';

/** /progress: the platform team's projects on a board, and announcements (developers only). */
export function ProgressPage() {
  const query = useProjects();
  const projects = query.data;
  return (
    <PageShell size="xl" title="Project">
      <Stack gap="xl">
        <QueryStatus query={query} failureText="Could not load the projects" />
        {projects && projects.length > 0 ? (
          <Tabs defaultValue={projects[0]?.id} keepMounted={false}>
            <Tabs.List mb="md">
              {projects.map((project) => (
                <Tabs.Tab key={project.id} value={project.id}>
                  {project.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {projects.map((project) => (
              <Tabs.Panel key={project.id} value={project.id}>
                <TaskBoard project={project} />
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : projects ? (
          <Text c="dimmed">No projects yet: make the first one below.</Text>
        ) : null}
        <NewProjectForm />
        <Divider />
        <AnnounceForm />
      </Stack>
    </PageShell>
  );
}
