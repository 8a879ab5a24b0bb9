import { listOf, object, readDataFile, text } from './data-file.ts';

// Lesson content is plain text; the web app splits paragraphs on blank lines.
const lesson = object({ title: text, paragraphs: listOf(text) });

/** The training modules and their lessons, in order, from `data/training.json`. */
export const trainingModules = readDataFile(
  'training.json',
  listOf(object({ slug: text, title: text, description: text, lessons: listOf(lesson) })),
);
