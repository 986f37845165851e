import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { type z } from 'zod';
import { ProviderError, SensitiveContentError } from '../capabilities';
import { callOpenAi, type OpenAiSettings } from './openai-client';

interface Choice {
  finish_reason: string;
  message: { content: string | null; refusal?: string | null };
}

/**
 * One Chat Completions call under the configured deadline, told to answer JSON of the `answer`
 * schema (`response_format: json_schema`, strict, written from the zod schema by the SDK's
 * zodResponseFormat) and checked against the same schema by structuredAnswer.
 */
export async function askForJson<T>(
  client: OpenAI,
  settings: OpenAiSettings,
  signal: AbortSignal,
  request: {
    messages: OpenAI.Chat.ChatCompletionMessageParam[];
    /** The schema's name in the request (`product_analysis`). */
    name: string;
    /** The answer's shape; its `.describe()` texts tell the model what each field holds. */
    answer: z.ZodType<T>;
    /** What the model does, for error messages (`product analysis`). */
    what: string;
  },
): Promise<T> {
  const completion = await callOpenAi(settings, signal, (options) =>
    client.chat.completions.create(
      {
        model: settings.model,
        messages: request.messages,
        response_format: zodResponseFormat(request.answer, request.name),
      },
      options,
    ),
  );
  return structuredAnswer(completion.choices[0], request.answer, request.what);
}

/**
 * The JSON a Chat Completions call was told to answer (`response_format: json_schema`), checked
 * against `schema`. A refusal or a content-filter stop is the model declining the content: E005,
 * never retried. Anything else that is not the JSON asked for (a truncated answer) is retried.
 */
export function structuredAnswer<T>(
  choice: Choice | undefined,
  schema: z.ZodType<T>,
  what: string,
): T {
  if (!choice) throw new ProviderError('OpenAI returned no choice.', true, 'invalid_output');
  if (choice.message.refusal || choice.finish_reason === 'content_filter') {
    throw new SensitiveContentError(
      `The ${what} model declined this content as sensitive; it cannot be processed.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(choice.message.content ?? '');
  } catch {
    parsed = undefined;
  }
  const answer = schema.safeParse(parsed);
  if (!answer.success) {
    throw new ProviderError(
      `The ${what} model's answer is not the expected JSON (finish reason ${choice.finish_reason}).`,
      true,
      'invalid_output',
    );
  }
  return answer.data;
}

/** One line: whitespace collapsed, wrapping quotes dropped. */
export function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .trim();
}

/** Prose as the model wrote it, its whitespace tidied (at most one empty line in a row). */
export function tidyProse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A creator's text quoted as information for the model, never as instructions to it. */
export function quoted(text: string, maxLength: number): string {
  return `"""${text.slice(0, maxLength).replace(/"""/g, '"')}"""`;
}
