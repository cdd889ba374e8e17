// The stand-in for an actor a chart invokes but leaves to whoever runs it (the flow's binding, the flow, or
// the page): it rejects with the actor's name, so a chart started without it fails loudly. One helper for
// every chart.
import { fromPromise } from 'xstate';

export function notProvided<TInput, TOutput>(name: string, provider: 'binding' | 'flow' | 'page') {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The ${provider} must provide the '${name}' actor.`)),
  );
}
