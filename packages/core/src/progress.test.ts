import { describe, expect, it } from 'vitest';
import { moveTask, type Task } from './progress.ts';

const task = (id: string, status: Task['status'], position: number): Task => ({
  id,
  title: id,
  status,
  position,
});
const board = [
  task('a', 'todo', 0),
  task('b', 'todo', 1),
  task('c', 'todo', 2),
  task('d', 'doing', 0),
];

describe('moveTask', () => {
  it('moves a task to another column, closing up the one it left', () => {
    expect(moveTask(board, 'a', 'doing', 1)).toEqual([
      task('a', 'doing', 1),
      task('b', 'todo', 0),
      task('c', 'todo', 1),
    ]);
  });

  it('moves a task up its own column', () => {
    expect(moveTask(board, 'c', 'todo', 0)).toEqual([
      task('c', 'todo', 0),
      task('a', 'todo', 1),
      task('b', 'todo', 2),
    ]);
  });

  it('puts a task beyond the end at the end, and changes nothing when it stays', () => {
    expect(moveTask(board, 'a', 'done', 99)).toEqual([
      task('a', 'done', 0),
      task('b', 'todo', 0),
      task('c', 'todo', 1),
    ]);
    expect(moveTask(board, 'b', 'todo', 1)).toEqual([]);
  });
});
