import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The JavaScript chunks of a build by file name. */
export function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  return new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
  );
}

/**
 * Every module the browser fetches before `starts` can run: the modules of those chunks and of
 * the chunks they import statically (lazy imports load later, on demand).
 */
export function staticModules(
  chunks: Map<string, OutputChunk>,
  starts: OutputChunk[],
): { chunk: OutputChunk; id: string }[] {
  const seen = new Set<string>();
  const queue = starts.map((chunk) => chunk.fileName);
  const modules: { chunk: OutputChunk; id: string }[] = [];
  while (queue.length > 0) {
    const fileName = queue.pop() as string;
    const chunk = chunks.get(fileName);
    if (seen.has(fileName) || !chunk) continue;
    seen.add(fileName);
    for (const id of chunk.moduleIds) modules.push({ chunk, id });
    queue.push(...chunk.imports);
  }
  return modules;
}
