/**
 * The `api` benchmark's baseline: a bare Koa app answering a small JSON body, on the port in
 * PORT, in a process of its own as the API is. Prints "listening" once it accepts connections.
 */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
