// The browser app: one entry, lazy chunks per feature, vendors split so that what /login
// loads stays small (exceljs and papaparse only load with the pages that export).
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// Compressed once at build, served as is (src/server/http/staticApp.ts): brotli at its best
// level costs seconds here and nothing per request.
const compressible = /\.(js|css|html|svg|json)$/;
const precompress = [
  new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 512 }),
  new CompressionPlugin({
    test: compressible,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 512,
  }),
];

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/app/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build; bundlers pick the
      // production one themselves (its Vite plugin does), so the production build says so.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
        { test: /\.(png|svg|ico|jpg)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        // antd's prebuilt stylesheet (antd/dist/antd.css) is fetched as a file, not turned into script.
        { test: /\.css$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The start's libraries in a few chunks rather than one: a phone parses each script in a
          // task of its own, and one 400 KB script was the page's longest task (Lighthouse's total
          // blocking time, issue 13).
          reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'vendor-react-dom', chunks: 'initial', priority: 30 },
          router: { test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, name: 'vendor-router', chunks: 'initial', priority: 30 },
          state: { test: /[\\/]node_modules[\\/](react-redux|@reduxjs|redux|redux-persist|reselect|immer)[\\/]/, name: 'vendor-state', chunks: 'initial', priority: 30 },
          react: { test: /[\\/]node_modules[\\/](react|i18next|react-i18next)[\\/]/, name: 'vendor-react', chunks: 'initial', priority: 20 },
          antd: { test: /[\\/]node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, name: 'vendor-antd', chunks: 'initial', priority: 10 },
        },
      },
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      ...(production ? precompress : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/s', '/health'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}` }],
    },
  };
};
