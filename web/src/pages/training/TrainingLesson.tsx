import { FormattedMessage } from 'react-intl';

import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { LessonVideo } from './LessonVideo';

const TRAINING_LESSON_FRAGMENT = graphql(`
  fragment TrainingLesson on Lesson {
    order
    title
    videoUrl
    content
  }
`);

/** Lesson text is shown as plain paragraphs (never as HTML): blank lines separate paragraphs. */
function LessonContent({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="lesson__content">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** One lesson of a module: its number and title, its video if it has one, its text. */
export function TrainingLesson({ lesson: lessonRef }: { lesson: FragmentType<typeof TRAINING_LESSON_FRAGMENT> }) {
  const lesson = getFragmentData(TRAINING_LESSON_FRAGMENT, lessonRef);
  return (
    <li className="lesson">
      <h2 className="lesson__title">
        <span className="lesson__order">
          <FormattedMessage
            id="training.lesson.number"
            defaultMessage="Lesson {number}"
            values={{ number: lesson.order }}
          />
        </span>
        {lesson.title}
      </h2>
      {lesson.videoUrl && <LessonVideo url={lesson.videoUrl} title={lesson.title} />}
      <LessonContent content={lesson.content} />
    </li>
  );
}
