import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { inlineBootScript } from './src/store/saved-session';
import { sessionMessages } from './src/features/session/messages';
import { textsOf } from './src/lib/i18n';

/** The prerendered sign-in form's Bengali (index.html's `data-text` names), from the session catalogue. */
const { title, subtitle, email, password, rememberMe, signIn } = textsOf(sessionMessages).bn;

/** The API (Fastify) the dev server forwards to. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Big libraries used by some screens only: each gets its own lazily loaded chunk, never the entry. */
const LAZY_VENDOR_GROUPS: Record<string, RegExp> = {
  table: /[\\/]node_modules[\\/](material-react-table|@tanstack|highlight-words|@mui[\\/]material[\\/](Table|TableBody|TableCell|TableContainer|TableFooter|TableHead|TableRow|TablePagination|Pagination|PaginationItem|usePagination))([\\/]|$)/,
  editor: /[\\/]node_modules[\\/](@tiptap|mui-tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|entities|linkify-it|mdurl|punycode\.js|uc\.micro|encoding-lite|lodash)([\\/]|$)/,
  charts: /[\\/]node_modules[\\/](@nivo|d3-[^\\/]+|internmap|delaunator|robust-predicates|@react-spring)([\\/]|$)/,
  pickers: /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|@mui[\\/]x-internals|dayjs)([\\/]|$)/,
};

const MRT_DATE_PICKERS = path.resolve(__dirname, 'src/components/data-table/mrt-date-pickers.tsx');

/**
 * `npm run build:profiling` (SHOP_ADMIN_PROFILING=1): the production build with React's profiling
 * renderer and the code's names kept, in dist-profiling/, for `npm run profile:renders`; never shipped.
 */
const PROFILING = process.env.SHOP_ADMIN_PROFILING === '1';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    // A small entry (boot.ts) wires the sign-in form index.html paints, and loads the app (main.tsx) once signed in.
    entry: { main: './src/app/boot.ts' },
    output: {
      path: path.resolve(__dirname, PROFILING ? 'dist-profiling' : 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      ...(PROFILING && { alias: { 'react-dom/client$': 'react-dom/profiling' } }),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type errors come from a separate `tsc --noEmit` (ts-loader's check trips on tiptap types).
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } } },
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset' },
        { test: /\.css$/i, type: 'asset/resource' },
        // The shipped UI font (src/app/ui-font.ts): files of their own under /assets, never inlined.
        { test: /\.woff2$/i, type: 'asset/resource' },
      ],
    },
    // Production maps are written for error reports and bundle analysis but not referenced from the JS.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', templateParameters: { inlineBootScript: inlineBootScript({ title, subtitle, email, password, rememberMe, signIn }) } }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // `SHOP_ADMIN_DEVTOOLS=1 npm run build:client`: a production build Redux DevTools connects to (staging).
      new webpack.DefinePlugin({ 'process.env.SHOP_ADMIN_DEVTOOLS': JSON.stringify(process.env.SHOP_ADMIN_DEVTOOLS ?? '') }),
      // material-react-table's date filter pickers, loaded only when one is drawn (src/components/data-table/mrt-date-pickers.tsx).
      new webpack.NormalModuleReplacementPlugin(/^@mui\/x-date-pickers\/(DatePicker|DateTimePicker|TimePicker)$/, (resource: { context: string; request: string }) => {
        if (/[\\/]node_modules[\\/]material-react-table[\\/]/.test(resource.context)) resource.request = MRT_DATE_PICKERS;
      }),
      // Precompressed copies (.br, .gz) beside each text file: the server sends them as they are.
      ...(production && !PROFILING
        ? [
            new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 0.9 }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSIBLE,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      ...(PROFILING && { minimize: false }),
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          ...Object.fromEntries(
            Object.entries(LAZY_VENDOR_GROUPS).map(([name, test]) => [
              name,
              { test, name, chunks: 'async' as const, priority: 20, enforce: true, reuseExistingChunk: true },
            ]),
          ),
          // React, MUI core, Redux, router, notistack: what the app needs first, cached across releases.
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: (chunk: { name?: string | null }) => chunk.name === 'app', priority: 10 },
          // Code shared by several lazily loaded screens (DataTable, forms…) goes into common async chunks.
          shared: { chunks: 'async' as const, minChunks: 2, priority: 0, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/images'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
